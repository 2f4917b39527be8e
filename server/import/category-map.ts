// The operator's category mapping file: the catalogue's category names → the shop's
// sub-category codes (DR-001) or names (Dress).
import { z } from "zod";

export const CategoryMap = z.record(z.string(), z.string().trim().min(1));
