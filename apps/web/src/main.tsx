import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/buttons.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
