import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// Global styles first, so component styles (imported by the app) come later and win ties.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/buttons.css";
import { App } from "./app/app";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
