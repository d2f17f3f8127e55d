/** /about: the company record (story, mission, vision), its features, counters, team and offices. */
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { aboutFeatureApi, partnerCountApi, teamMemberApi } from '../../generated/api';
import { Img } from '../components/Img';
import { RichText } from '../components/RichText';
import { readOptions } from '../data/read';
import type { ShellData } from '../data/shell';
import type { PageHead } from '../head';
import { Counters, Features, Team } from '../sections/CompanySections';

export async function loader({ request }: LoaderFunctionArgs) {
  const o = readOptions(request);
  const [features, counters, team] = await Promise.all([
    aboutFeatureApi.list({ perPage: 12, sort: 'display_order' }, o),
    partnerCountApi.list({ perPage: 8, sort: 'display_order' }, o),
    teamMemberApi.list({ perPage: 24, sort: 'display_order' }, o),
  ]);
  return { features: features.data, counters: counters.data, team: team.data };
}

type AboutPageData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (): PageHead => ({ title: 'About us' }),
};

export function Component() {
  const data = useLoaderData<AboutPageData>();
  const { about, companyName, addresses } = useRouteLoaderData('root') as ShellData;
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">About us</p>
          <h1>{companyName}</h1>
          {about?.tagline && <p className="page-lead">{about.tagline}</p>}
        </div>
      </header>
      {about && (
        <section className="section">
          <div className="container split">
            <div>
              <RichText html={about.story} />
              {(about.founded_year || about.employees) && (
                <p className="muted">
                  {about.founded_year ? `Founded in ${about.founded_year}` : ''}
                  {about.founded_year && about.employees ? ' · ' : ''}
                  {about.employees ? `${about.employees} people` : ''}
                </p>
              )}
            </div>
            {about.photo && <Img src={about.photo} alt={companyName} width={600} height={250} lazy={false} className="rounded" />}
          </div>
          {(about.mission || about.vision) && (
            <div className="container two-cards">
              {about.mission && (
                <div className="card">
                  <h2>Our mission</h2>
                  <p>{about.mission}</p>
                </div>
              )}
              {about.vision && (
                <div className="card">
                  <h2>Our vision</h2>
                  <p>{about.vision}</p>
                </div>
              )}
            </div>
          )}
        </section>
      )}
      <Counters counters={data.counters} />
      <Features features={data.features} />
      <Team members={data.team} />
      {addresses.length > 0 && (
        <section className="section section-soft" aria-labelledby="offices-title">
          <div className="container">
            <h2 id="offices-title" className="section-title">Our offices</h2>
            <ul className="card-grid">
              {addresses.map((a) => (
                <li key={a.id} className="card">
                  <h3>{a.title}</h3>
                  <p>
                    {a.address_line1}
                    <br />
                    {[a.postcode, a.city].filter(Boolean).join(' ')}, {a.country}
                  </p>
                  {a.opening_hours && <p className="muted">{a.opening_hours}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
