// The lazy route module of /campus/:id? (react-router `lazy`): loader and page in one chunk.
export { campusLoader as loader } from "../campus";
export { CampusPage as Component } from "./campus-page";
