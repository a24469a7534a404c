/** Selector that matches when an ancestor (or `<html>`) sets `dir="rtl"`. */
export const rtl = '[dir="rtl"] &';
