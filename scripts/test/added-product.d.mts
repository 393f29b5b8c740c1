export const addedProduct: {
  id: number;
  folder: string;
  category: string;
  name: { en: string; bn: string };
};
export function addProductTheOwnersWay(dir: string): Promise<void>;
