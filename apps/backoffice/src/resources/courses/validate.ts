import { composeSyncValidators, getSimpleValidationResolver, maxLength, required } from 'react-admin';
import { type EditableHole, holeProblems } from './holes';
import { imageUrl } from './images';

type Validator = (value: unknown, values: Record<string, unknown>, props?: unknown) => unknown;
type Resolver = ReturnType<typeof getSimpleValidationResolver>;

/**
 * The rules of the course form's own inputs. A form-level check turns react-hook-form's per-input
 * validation off, so the rules run here; the inputs keep `validate` only to show "required".
 */
export const courseFieldRules: Record<'title' | 'category' | 'main_image', Validator> = {
  title: composeSyncValidators(required(), maxLength(120)),
  category: composeSyncValidators(required(), maxLength(40)),
  main_image: composeSyncValidators(maxLength(500), imageUrl({ allowEmpty: true })),
};

/** One item of the images list: present, at most 500 characters, an address the apps can show. */
export const courseImageRule: Validator = composeSyncValidators(maxLength(500), imageUrl({ allowEmpty: false }));

/** Form-level validation: the fields above, and the per-hole problems on the hole's inputs (holes.<index>.<field>). */
export function validateCourse(values: Record<string, unknown>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(courseFieldRules)) {
    const error = rule(values[field], values);
    if (error) errors[field] = error;
  }
  const holes = (values.holes as EditableHole[] | undefined) ?? [];
  const problems = holeProblems(holes);
  if (problems.size === 0) return errors;
  errors.holes = holes.map((hole) => {
    const list = problems.get(hole.number) ?? [];
    const pick = (prefix: string) => {
      const problem = list.find((p) => p.key.startsWith(prefix));
      return problem ? { message: problem.key, args: problem.args } : undefined;
    };
    return { par: pick('app.courses.par'), stroke_index: pick('app.courses.stroke_index') };
  });
  return errors;
}

const validateCourseResolver = getSimpleValidationResolver(validateCourse);

/**
 * The course form's resolver: validateCourse, plus each refused image under its own input
 * (images.<index>, where the server's errors land too). react-admin's simple error shape cannot
 * name an item of a list of strings, so these go in react-hook-form's { type, message } directly.
 */
export const courseResolver: Resolver = async (values, context, options) => {
  const result = await validateCourseResolver(values, context, options);
  const images: unknown[] = Array.isArray(values.images) ? values.images : [];
  const imageErrors = images.map((image) => {
    const message = courseImageRule(image, values);
    return message ? { type: 'manual', message } : undefined;
  });
  if (!imageErrors.some(Boolean)) return result;
  return { values: {}, errors: { ...result.errors, images: imageErrors } as typeof result.errors };
};
