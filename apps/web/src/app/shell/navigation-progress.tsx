import { useNavigation } from "react-router";

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}
