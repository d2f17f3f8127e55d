import type { KeyboardEvent, MouseEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { CENTRE, formatFocalPoint, parseFocalPoint, type FocalPoint } from '../../runtime-shared/focal-point';
import { assetUrl } from '../../runtime-web/api/asset-url';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { useT } from '../../runtime-web/i18n/use-t';
import { useObjectUrl } from '../image/use-object-url';

export interface FocalPointInputProps {
  name: string;
  label: string;
  /** The field holding the image (a stored path or a picked File). */
  of: string;
}

const IMAGE_PATH = /\.(jpe?g|png|gif|webp)$/i;

/**
 * The focal point, chosen by clicking on the image (or with the arrow keys on it: 5 % a press); a marker
 * shows the point. The form value is `x,y` in percent, '' for the centre. Only images have one.
 */
export function FocalPointInput({ name, label, of }: FocalPointInputProps) {
  const t = useT();
  const image = useWatch({ name: of }) as unknown;
  const picked = image instanceof Blob && image.type.startsWith('image/') ? image : null;
  const objectUrl = useObjectUrl(picked);
  const src = picked ? objectUrl : typeof image === 'string' && IMAGE_PATH.test(image) ? assetUrl(image) : undefined;
  return (
    <ControlledField
      name={name}
      label={label}
      render={(field) => {
        const point = parseFocalPoint(field.value) ?? CENTRE;
        const set = (next: FocalPoint) => field.onChange(formatFocalPoint(next));
        if (!src) return <p className="muted">{t('focal.chooseImage')}</p>;
        const click = (e: MouseEvent<HTMLButtonElement>) => {
          const box = e.currentTarget.getBoundingClientRect();
          set({ x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 });
        };
        const key = (e: KeyboardEvent<HTMLButtonElement>) => {
          const step: Record<string, [number, number]> = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, -5], ArrowDown: [0, 5] };
          const move = step[e.key];
          if (!move) return;
          e.preventDefault();
          set({ x: point.x + move[0], y: point.y + move[1] });
        };
        return (
          <div className="focal-point">
            <button type="button" className="focal-point-image" onClick={click} onKeyDown={key} onBlur={field.onBlur} aria-label={t('focal.pick', { label })}>
              <img src={src} alt="" draggable={false} />
              <span className="focal-point-marker" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
            </button>
            <p className="muted" aria-live="polite">
              {t('focal.position', { x: point.x, y: point.y })}
              {field.value ? (
                <>
                  {' '}
                  <button type="button" className="link-button" onClick={() => field.onChange('')}>
                    {t('focal.reset')}
                  </button>
                </>
              ) : (
                ` ${t('focal.centre')}`
              )}
            </p>
          </div>
        );
      }}
    />
  );
}
