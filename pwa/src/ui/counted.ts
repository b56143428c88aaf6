/** A count with its noun in the right number: '1 change', '2 changes'. */
export const counted = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
