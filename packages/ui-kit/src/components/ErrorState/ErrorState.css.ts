// ErrorState shares the EmptyState layout (see ../EmptyState/EmptyState.css.ts).
export * from '../EmptyState/EmptyState.css.ts';
