// @coras/ui: see README.md for what will live here and which issue brings it.
export {};
