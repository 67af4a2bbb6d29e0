export { usePublicConfig } from "./api/get-public-config";
export { useWebsiteMenu } from "./api/get-website-menu";
