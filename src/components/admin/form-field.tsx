// Only post-editor.tsx still imports from here (it is being reworked on another branch); once its
// import names @/components/common/form-field, delete this file.
export { fieldIds } from "@/components/common/form-field";
