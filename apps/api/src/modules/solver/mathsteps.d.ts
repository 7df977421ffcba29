// mathsteps 0.2.0 ships no types. These declarations cover only what the solver uses: the two step-by-step entry
// points and the ASCII printer, over mathsteps' own (mathjs 3) expression nodes.

declare module 'mathsteps' {
  /** A mathjs 3 expression node as mathsteps hands it out. */
  export interface MathstepsNode {
    readonly type: string;
    readonly op?: string;
    readonly name?: string;
    readonly value?: string;
    readonly args?: MathstepsNode[];
    readonly content?: MathstepsNode;
    /** LaTeX of the node; `implicit: 'hide'` writes 2x rather than 2·x. */
    toTex(options?: { implicit?: 'hide' | 'show'; parenthesis?: 'keep' | 'auto' | 'all' }): string;
    toString(): string;
  }

  /** An equation (left, comparator, right) inside mathsteps. */
  export interface MathstepsEquation {
    readonly leftNode: MathstepsNode;
    readonly rightNode: MathstepsNode;
    readonly comparator: string;
    /** AsciiMath of the equation (mathsteps' printer). */
    ascii(showPlusMinus?: boolean): string;
    /** LaTeX of the equation (the nodes' toTex with implicit products hidden). */
    latex(showPlusMinus?: boolean): string;
  }

  /** One step of `solveEquation`. */
  export interface EquationStep {
    readonly changeType: string;
    readonly oldEquation: MathstepsEquation | null;
    readonly newEquation: MathstepsEquation;
    readonly substeps: EquationStep[];
  }

  /** One step of `simplifyExpression`. */
  export interface ExpressionStep {
    readonly changeType: string;
    readonly oldNode: MathstepsNode | null;
    readonly newNode: MathstepsNode;
    readonly substeps: ExpressionStep[];
  }

  /** The package's entry (CommonJS `module.exports`). */
  interface Mathsteps {
    /** The steps solving an equation string (empty when it cannot). Synchronous; may print to the console. */
    solveEquation(equation: string, debug?: boolean): EquationStep[];
    /** The steps simplifying an expression string (empty when nothing changes or it cannot). */
    simplifyExpression(expression: string, debug?: boolean): ExpressionStep[];
    readonly ChangeTypes: Readonly<Record<string, string>>;
  }

  const mathsteps: Mathsteps;
  export default mathsteps;
}

declare module 'mathsteps/lib/util/print.js' {
  import type { MathstepsNode } from 'mathsteps';

  /** mathsteps' printers (the ones its equations use). */
  interface MathstepsPrint {
    /** AsciiMath of a node, e.g. `7/2 x` or `x^2 + 3x + 2`. */
    ascii(node: MathstepsNode, showPlusMinus?: boolean): string;
    latex(node: MathstepsNode, showPlusMinus?: boolean): string;
  }

  const print: MathstepsPrint;
  export default print;
}
