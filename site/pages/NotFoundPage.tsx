import { useWords } from '../i18n/words';
import { Link } from '../components/LocaleLink';

export function NotFoundPage() {
  const words = useWords();
  return (
    <section className="container narrow-page">
      <h1>{words.notFoundTitle}</h1>
      <p>{words.notFoundText}</p>
      <Link className="site-btn" to="/">
        {words.toHome}
      </Link>
    </section>
  );
}
