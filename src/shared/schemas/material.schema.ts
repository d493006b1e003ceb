import * as z from 'zod/mini';

/** A material many recent projects need: a suggestion for the home page's material filter. */
export const CommonMaterialSchema = z.object({
  name: z.string(),
  videos: z.number().check(z.describe('How many of the newest 5,000 videos need it')),
});
export type CommonMaterial = z.infer<typeof CommonMaterialSchema>;

export const CommonMaterialsResponseSchema = z.object({
  materials: z.array(CommonMaterialSchema),
});
