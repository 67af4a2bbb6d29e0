// The build's message files (vite.config.ts `messageCatalogues`, decision 0038).

/** Per language, the loader of each namespace's file (namespaces.ts). */
declare module "virtual:spc-messages" {
  const files: Record<
    "en" | "fr",
    Partial<Record<string, () => Promise<{ default: Record<string, string> }>>>
  >;
  export default files;
}
