import ananya from './images/employee-ananya.svg';
import arjun from './images/employee-arjun.svg';
import devansh from './images/employee-devansh.svg';
import farah from './images/employee-farah.svg';
import ishita from './images/employee-ishita.svg';
import kabir from './images/employee-kabir.svg';
import meera from './images/employee-meera.svg';
import rohit from './images/employee-rohit.svg';
import sneha from './images/employee-sneha.svg';
import vikram from './images/employee-vikram.svg';

/** Each employee story's illustrated portrait, by story id. */
export const employeePortraits: Readonly<Record<string, string>> = {
  ananya,
  arjun,
  devansh,
  farah,
  ishita,
  kabir,
  meera,
  rohit,
  sneha,
  vikram,
};
