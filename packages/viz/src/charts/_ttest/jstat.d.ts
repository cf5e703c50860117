// jstat ships no types; only the Student-t distribution is used.
declare module 'jstat' {
  interface StudentT {
    cdf(x: number, dof: number): number;
    pdf(x: number, dof: number): number;
    inv(p: number, dof: number): number;
  }
  interface JStat {
    studentt: StudentT;
  }
  const jStat: JStat;
  export default jStat;
}
