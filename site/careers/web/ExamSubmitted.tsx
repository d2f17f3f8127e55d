/** What the exam pages show once the exam is submitted: that, and what happens next. Nothing to ask for or retry. */
import { Link } from '../../components/LocaleLink';

export function ExamSubmitted() {
  return (
    <div className="thank-you" role="status">
      <h3>Thank you: your answers are submitted</h3>
      <p>Our HR team marks every exam. Your result appears on the exam page and in a message to you once it is published.</p>
      <Link className="site-btn" to="/careers">Back to careers</Link>
    </div>
  );
}
