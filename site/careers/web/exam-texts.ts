/** What the exam pages say when this person took the exam with another application (the server's 409 says the same). */
export const TAKEN_ELSEWHERE = 'You have already taken this exam with another application. Each person takes an exam once; our HR team sees your earlier answers.';
