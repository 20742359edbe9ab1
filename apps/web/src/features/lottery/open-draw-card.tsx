import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { when } from './format';
import { useOpenDraw } from './open-draw';

/** The dashboard's pointer to the digital lottery while a draw is open; nothing otherwise (issue 31). */
export function OpenDrawCard() {
  const draw = useOpenDraw();
  if (!draw) return null;
  return (
    <Card data-testid="open-draw-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gift className="size-5 text-primary" aria-hidden="true" />
          {t('lottery.openCard.title', 'Digital lottery: a draw is open')}
        </CardTitle>
        <CardDescription>
          {t('lottery.openCard.text', '{title}. Prize: {prize}. Closes {when}.', {
            title: draw.title,
            prize: draw.prize,
            when: when(draw.closes_at),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={`/digital-lottery/${draw.id}`}>{t('lottery.openCard.enter', 'Enter the draw')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
