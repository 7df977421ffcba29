import type { SolverLanguage } from './solver.types';

/** A text in every language of the solver. */
type Texts = Readonly<Record<SolverLanguage, string>>;

/** One step's explanation; `withTerm` (with a `{term}` placeholder) is used when the step's term is known. */
interface Explanation {
  readonly plain: Texts;
  readonly withTerm?: Texts;
}

const ROOT: Explanation = { plain: { en: 'Simplify the root.', es: 'Simplifica la raíz.' } };
const MIXED_NUMBER: Explanation = {
  plain: { en: 'Write the mixed number as an improper fraction.', es: 'Escribe el número mixto como fracción impropia.' },
};

/** One line per mathsteps changeType (mathsteps/lib/ChangeTypes.js). */
const CHANGE_EXPLANATIONS: Readonly<Record<string, Explanation>> = {
  SIMPLIFY_ARITHMETIC: { plain: { en: 'Do the arithmetic.', es: 'Haz la operación.' } },
  DIVISION_BY_NEGATIVE_ONE: { plain: { en: 'Dividing by -1 changes the sign.', es: 'Dividir entre -1 cambia el signo.' } },
  DIVISION_BY_ONE: { plain: { en: 'Dividing by 1 leaves the value unchanged.', es: 'Dividir entre 1 no cambia el valor.' } },
  MULTIPLY_BY_ZERO: { plain: { en: 'Anything times 0 is 0.', es: 'Cualquier número por 0 es 0.' } },
  REARRANGE_COEFF: { plain: { en: 'Write the number in front of the variable.', es: 'Escribe el número delante de la variable.' } },
  REDUCE_EXPONENT_BY_ZERO: { plain: { en: 'Anything to the power 0 is 1.', es: 'Cualquier número elevado a 0 es 1.' } },
  REDUCE_ZERO_NUMERATOR: { plain: { en: '0 divided by a number is 0.', es: '0 dividido entre un número es 0.' } },
  REMOVE_ADDING_ZERO: { plain: { en: 'Adding 0 changes nothing, so drop it.', es: 'Sumar 0 no cambia nada; se quita.' } },
  REMOVE_EXPONENT_BY_ONE: { plain: { en: 'A power of 1 leaves the base unchanged.', es: 'Elevar a 1 no cambia la base.' } },
  REMOVE_EXPONENT_BASE_ONE: { plain: { en: '1 to any power is 1.', es: '1 elevado a cualquier potencia es 1.' } },
  REMOVE_MULTIPLYING_BY_NEGATIVE_ONE: {
    plain: { en: 'Multiplying by -1 only changes the sign.', es: 'Multiplicar por -1 solo cambia el signo.' },
  },
  REMOVE_MULTIPLYING_BY_ONE: {
    plain: { en: 'Multiplying by 1 changes nothing, so drop the 1.', es: 'Multiplicar por 1 no cambia nada; se quita el 1.' },
  },
  RESOLVE_DOUBLE_MINUS: { plain: { en: 'Two minus signs make a plus.', es: 'Dos signos menos dan un más.' } },
  COLLECT_AND_COMBINE_LIKE_TERMS: {
    plain: { en: 'Group the like terms and combine them.', es: 'Agrupa los términos semejantes y combínalos.' },
  },
  COLLECT_LIKE_TERMS: { plain: { en: 'Group the like terms together.', es: 'Agrupa los términos semejantes.' } },
  COLLECT_CONSTANT_EXPONENTS: {
    plain: {
      en: 'Multiply powers of the same base by adding the exponents.',
      es: 'Multiplica potencias de igual base sumando los exponentes.',
    },
  },
  ADD_COEFFICIENT_OF_ONE: { plain: { en: 'Write the hidden coefficient 1.', es: 'Escribe el coeficiente 1 que no se ve.' } },
  ADD_POLYNOMIAL_TERMS: {
    plain: { en: 'Add the like terms by adding their coefficients.', es: 'Suma los términos semejantes sumando sus coeficientes.' },
  },
  GROUP_COEFFICIENTS: { plain: { en: 'Group the coefficients.', es: 'Agrupa los coeficientes.' } },
  UNARY_MINUS_TO_NEGATIVE_ONE: { plain: { en: 'Write the minus sign as a factor -1.', es: 'Escribe el signo menos como un factor -1.' } },
  ADD_EXPONENT_OF_ONE: { plain: { en: 'Write the hidden exponent 1.', es: 'Escribe el exponente 1 que no se ve.' } },
  COLLECT_POLYNOMIAL_EXPONENTS: {
    plain: {
      en: 'Multiply powers of the variable by adding the exponents.',
      es: 'Multiplica potencias de la variable sumando los exponentes.',
    },
  },
  MULTIPLY_COEFFICIENTS: {
    plain: { en: 'Multiply the numbers and the powers of the variable.', es: 'Multiplica los números y las potencias de la variable.' },
  },
  MULTIPLY_POLYNOMIAL_TERMS: { plain: { en: 'Multiply the terms.', es: 'Multiplica los términos.' } },
  BREAK_UP_FRACTION: {
    plain: { en: 'Split the fraction into one fraction per term.', es: 'Separa la fracción en una fracción por término.' },
  },
  CANCEL_MINUSES: { plain: { en: 'A minus divided by a minus is a plus.', es: 'Menos entre menos es más.' } },
  CANCEL_TERMS: {
    plain: { en: 'Cancel what the numerator and denominator share.', es: 'Cancela lo que comparten el numerador y el denominador.' },
  },
  SIMPLIFY_FRACTION: { plain: { en: 'Simplify the fraction.', es: 'Simplifica la fracción.' } },
  SIMPLIFY_SIGNS: { plain: { en: 'Move the minus sign to the numerator.', es: 'Pasa el signo menos al numerador.' } },
  FIND_GCD: {
    plain: {
      en: 'Find the greatest common divisor of the numerator and denominator.',
      es: 'Halla el máximo común divisor del numerador y el denominador.',
    },
  },
  CANCEL_GCD: {
    plain: {
      en: 'Divide the numerator and denominator by their greatest common divisor.',
      es: 'Divide el numerador y el denominador entre su máximo común divisor.',
    },
  },
  CONVERT_MIXED_NUMBER_TO_IMPROPER_FRACTION: MIXED_NUMBER,
  IMPROPER_FRACTION_NUMERATOR: MIXED_NUMBER,
  ADD_FRACTIONS: { plain: { en: 'Add the fractions.', es: 'Suma las fracciones.' } },
  ADD_NUMERATORS: { plain: { en: 'Add the numerators.', es: 'Suma los numeradores.' } },
  COMBINE_NUMERATORS: {
    plain: { en: 'Write the numerators over the common denominator.', es: 'Escribe los numeradores sobre el denominador común.' },
  },
  COMMON_DENOMINATOR: {
    plain: { en: 'Rewrite the fractions with a common denominator.', es: 'Escribe las fracciones con un denominador común.' },
  },
  CONVERT_INTEGER_TO_FRACTION: { plain: { en: 'Write the whole number as a fraction.', es: 'Escribe el número entero como fracción.' } },
  DIVIDE_FRACTION_FOR_ADDITION: { plain: { en: 'Split the fraction so it can be added.', es: 'Separa la fracción para poder sumarla.' } },
  MULTIPLY_DENOMINATORS: { plain: { en: 'Multiply the denominators.', es: 'Multiplica los denominadores.' } },
  MULTIPLY_NUMERATORS: { plain: { en: 'Multiply the numerators.', es: 'Multiplica los numeradores.' } },
  MULTIPLY_FRACTIONS: {
    plain: {
      en: 'Multiply the fractions: numerators together, denominators together.',
      es: 'Multiplica las fracciones: numeradores entre sí y denominadores entre sí.',
    },
  },
  SIMPLIFY_DIVISION: { plain: { en: 'Write the division as one fraction.', es: 'Escribe la división como una sola fracción.' } },
  MULTIPLY_BY_INVERSE: {
    plain: {
      en: 'Dividing by a fraction is multiplying by its reciprocal.',
      es: 'Dividir entre una fracción es multiplicar por su inversa.',
    },
  },
  DISTRIBUTE: {
    plain: {
      en: 'Distribute: multiply each term inside the parentheses.',
      es: 'Aplica la propiedad distributiva: multiplica cada término del paréntesis.',
    },
  },
  DISTRIBUTE_NEGATIVE_ONE: {
    plain: {
      en: 'Distribute the minus sign: change the sign of each term inside.',
      es: 'Distribuye el signo menos: cambia el signo de cada término del paréntesis.',
    },
  },
  SIMPLIFY_TERMS: { plain: { en: 'Simplify each term.', es: 'Simplifica cada término.' } },
  EXPAND_EXPONENT: {
    plain: { en: 'Write the power as a repeated multiplication.', es: 'Escribe la potencia como una multiplicación repetida.' },
  },
  ABSOLUTE_VALUE: { plain: { en: 'Take the absolute value.', es: 'Calcula el valor absoluto.' } },
  CANCEL_EXPONENT: ROOT,
  CANCEL_EXPONENT_AND_ROOT: ROOT,
  CANCEL_ROOT: ROOT,
  COMBINE_UNDER_ROOT: ROOT,
  DISTRIBUTE_NTH_ROOT: ROOT,
  EVALUATE_DISTRIBUTED_NTH_ROOT: ROOT,
  GROUP_TERMS_BY_ROOT: ROOT,
  NTH_ROOT_VALUE: ROOT,
  ADD_NTH_ROOTS: ROOT,
  MULTIPLY_NTH_ROOTS: ROOT,
  FACTOR_INTO_PRIMES: { plain: { en: 'Write the number as a product of primes.', es: 'Escribe el número como producto de primos.' } },
  CONVERT_MULTIPLICATION_TO_EXPONENT: {
    plain: { en: 'Write the repeated multiplication as a power.', es: 'Escribe la multiplicación repetida como una potencia.' },
  },
  ADD_TO_BOTH_SIDES: {
    plain: { en: 'Add the same amount to both sides.', es: 'Suma la misma cantidad en ambos lados.' },
    withTerm: { en: 'Add {term} to both sides.', es: 'Suma {term} en ambos lados.' },
  },
  SUBTRACT_FROM_BOTH_SIDES: {
    plain: { en: 'Subtract the same amount from both sides.', es: 'Resta la misma cantidad en ambos lados.' },
    withTerm: { en: 'Subtract {term} from both sides.', es: 'Resta {term} en ambos lados.' },
  },
  DIVIDE_FROM_BOTH_SIDES: {
    plain: { en: 'Divide both sides by the coefficient of the variable.', es: 'Divide ambos lados entre el coeficiente de la variable.' },
    withTerm: { en: 'Divide both sides by {term}.', es: 'Divide ambos lados entre {term}.' },
  },
  MULTIPLY_TO_BOTH_SIDES: {
    plain: { en: 'Multiply both sides by the same number.', es: 'Multiplica ambos lados por el mismo número.' },
    withTerm: { en: 'Multiply both sides by {term}.', es: 'Multiplica ambos lados por {term}.' },
  },
  MULTIPLY_BOTH_SIDES_BY_INVERSE_FRACTION: {
    plain: {
      en: 'Multiply both sides by the reciprocal of the coefficient.',
      es: 'Multiplica ambos lados por el inverso del coeficiente.',
    },
    withTerm: { en: 'Multiply both sides by the reciprocal, {term}.', es: 'Multiplica ambos lados por el inverso, {term}.' },
  },
  MULTIPLY_BOTH_SIDES_BY_NEGATIVE_ONE: { plain: { en: 'Multiply both sides by -1.', es: 'Multiplica ambos lados por -1.' } },
  SIMPLIFY_LEFT_SIDE: { plain: { en: 'Simplify the left side.', es: 'Simplifica el lado izquierdo.' } },
  SIMPLIFY_RIGHT_SIDE: { plain: { en: 'Simplify the right side.', es: 'Simplifica el lado derecho.' } },
  SWAP_SIDES: {
    plain: { en: 'Swap the sides to put the variable on the left.', es: 'Intercambia los lados para dejar la variable a la izquierda.' },
  },
  FIND_ROOTS: { plain: { en: 'Set each factor equal to zero and solve.', es: 'Iguala cada factor a cero y resuelve.' } },
  STATEMENT_IS_TRUE: {
    plain: {
      en: 'This is always true, so every real number is a solution.',
      es: 'Esto siempre se cumple, así que todo número real es solución.',
    },
  },
  STATEMENT_IS_FALSE: {
    plain: {
      en: 'This is never true, so the equation has no solution.',
      es: 'Esto nunca se cumple, así que la ecuación no tiene solución.',
    },
  },
  FACTOR_SYMBOL: { plain: { en: 'Take the variable out as a common factor.', es: 'Saca la variable como factor común.' } },
  FACTOR_DIFFERENCE_OF_SQUARES: { plain: { en: 'Factor the difference of two squares.', es: 'Factoriza la diferencia de cuadrados.' } },
  FACTOR_PERFECT_SQUARE: { plain: { en: 'Factor the perfect square.', es: 'Factoriza el trinomio cuadrado perfecto.' } },
  FACTOR_SUM_PRODUCT_RULE: {
    plain: {
      en: 'Factor: find two numbers with the right sum and product.',
      es: 'Factoriza: busca dos números con la suma y el producto adecuados.',
    },
  },
  BREAK_UP_TERM: { plain: { en: 'Split the term in two.', es: 'Separa el término en dos.' } },
};

/** What a step the solver writes itself (the quadratic method, decimals made fractions) does. */
const STEP_EXPLANATIONS = {
  DECIMALS_TO_FRACTIONS: { plain: { en: 'Write the decimals as fractions.', es: 'Escribe los decimales como fracciones.' } },
  LINEAR_STANDARD_FORM: {
    plain: { en: 'Expand and move every term to the left side.', es: 'Desarrolla y pasa todos los términos al lado izquierdo.' },
  },
  QUADRATIC_STANDARD_FORM: {
    plain: {
      en: 'Move every term to the left side: the standard form ax² + bx + c = 0.',
      es: 'Pasa todos los términos al lado izquierdo: la forma general ax² + bx + c = 0.',
    },
  },
  QUADRATIC_MULTIPLY: {
    plain: {
      en: 'Multiply both sides to get simpler whole-number coefficients.',
      es: 'Multiplica ambos lados para tener coeficientes enteros más simples.',
    },
    withTerm: {
      en: 'Multiply both sides by {term} to get simpler whole-number coefficients.',
      es: 'Multiplica ambos lados por {term} para tener coeficientes enteros más simples.',
    },
  },
  QUADRATIC_DIVIDE: {
    plain: { en: 'Divide both sides to get smaller coefficients.', es: 'Divide ambos lados para tener coeficientes más pequeños.' },
    withTerm: {
      en: 'Divide both sides by {term} to get smaller coefficients.',
      es: 'Divide ambos lados entre {term} para tener coeficientes más pequeños.',
    },
  },
  QUADRATIC_COEFFICIENTS: { plain: { en: 'Read off the coefficients a, b and c.', es: 'Identifica los coeficientes a, b y c.' } },
  QUADRATIC_DISCRIMINANT: { plain: { en: 'Compute the discriminant Δ = b² − 4ac.', es: 'Calcula el discriminante Δ = b² − 4ac.' } },
  QUADRATIC_NO_REAL: {
    plain: {
      en: 'The discriminant is negative, so the equation has no real solutions.',
      es: 'El discriminante es negativo, así que la ecuación no tiene soluciones reales.',
    },
  },
  QUADRATIC_FACTOR: {
    plain: {
      en: 'The discriminant is a perfect square, so the left side factors.',
      es: 'El discriminante es un cuadrado perfecto, así que el lado izquierdo se factoriza.',
    },
  },
  QUADRATIC_ZERO_PRODUCT: {
    plain: { en: 'A product is zero when one of its factors is zero.', es: 'Un producto es cero cuando uno de sus factores es cero.' },
  },
  QUADRATIC_ROOTS: { plain: { en: 'Solve each of the two equations.', es: 'Resuelve cada una de las dos ecuaciones.' } },
  QUADRATIC_PERFECT_SQUARE: {
    plain: {
      en: 'The discriminant is 0, so the left side is a perfect square.',
      es: 'El discriminante es 0, así que el lado izquierdo es un cuadrado perfecto.',
    },
  },
  QUADRATIC_DOUBLE_ROOT: {
    plain: {
      en: 'Set the base equal to zero: there is one (double) solution.',
      es: 'Iguala la base a cero: hay una única solución (doble).',
    },
  },
  QUADRATIC_FORMULA: {
    plain: {
      en: 'The discriminant is not a perfect square, so use the quadratic formula.',
      es: 'El discriminante no es un cuadrado perfecto, así que usa la fórmula general.',
    },
  },
  QUADRATIC_SIMPLIFY_ROOTS: {
    plain: { en: 'Simplify the square root and the fraction.', es: 'Simplifica la raíz cuadrada y la fracción.' },
  },
  QUADRATIC_SOLUTIONS: { plain: { en: 'Write the two solutions.', es: 'Escribe las dos soluciones.' } },
} satisfies Record<string, Explanation>;

/** A step the solver writes itself, outside mathsteps. */
export type SolverStepKey = keyof typeof STEP_EXPLANATIONS;

const GENERIC: Texts = { en: 'Rewrite the expression.', es: 'Reescribe la expresión.' };

function render(explanation: Explanation | undefined, lang: SolverLanguage, term: string | undefined): string {
  if (!explanation) return GENERIC[lang];
  if (term && explanation.withTerm) return explanation.withTerm[lang].replace('{term}', term);
  return explanation.plain[lang];
}

/** The one-line explanation of a mathsteps step (a generic line for a changeType without its own). */
export function explainChange(changeType: string, lang: SolverLanguage, term?: string): string {
  return render(CHANGE_EXPLANATIONS[changeType], lang, term);
}

/** The one-line explanation of a step the solver writes itself. */
export function explainStep(key: SolverStepKey, lang: SolverLanguage, term?: string): string {
  return render(STEP_EXPLANATIONS[key], lang, term);
}

const ANSWER_TEXTS = {
  NO_SOLUTION: { en: 'No solution', es: 'Sin solución' },
  ALL_REAL: { en: 'All real numbers', es: 'Todos los números reales' },
  NO_REAL: { en: 'No real solutions', es: 'No tiene soluciones reales' },
  OR: { en: 'or', es: 'o' },
} satisfies Record<string, Texts>;

/** A word of an answer, as LaTeX text (`\text{No solution}`). */
export function answerText(key: keyof typeof ANSWER_TEXTS, lang: SolverLanguage): string {
  return `\\text{${ANSWER_TEXTS[key][lang]}}`;
}
