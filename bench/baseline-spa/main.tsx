// The floor bench/lighthouse.mjs measures beside the product: the same stack (React 19, React
// Router's data router, TanStack Query) showing a heading, a paragraph and 24 cards fetched from
// a JSON endpoint, with nothing else. Whatever the product scores below this is the app's own cost.
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Link, RouterProvider } from "react-router";

interface Item {
  id: number;
  title: string;
  partner: string;
}

function ListPage() {
  const items = useQuery({
    queryKey: ["items"],
    queryFn: async (): Promise<Item[]> => (await fetch("/api/items")).json(),
  });
  return (
    <main>
      <h1>Student deals</h1>
      <p>Hundreds of partner deals for students, online and in store, all in one place.</p>
      <ul>
        {items.data?.map((item) => (
          <li key={item.id}>
            <p>{item.partner}</p>
            <h2>
              <Link to={`/item/${item.id}`}>{item.title}</Link>
            </h2>
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([
  { path: "/", Component: ListPage },
  { path: "/item/:id", Component: () => <p>Item</p> },
]);
const queryClient = new QueryClient();

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
