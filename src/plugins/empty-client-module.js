// Stands in for the classic theme's prism-include-languages client module (see lazyPrism.ts).
export {};
