#version 130
out vec4 o0;
out vec4 o1;
out vec4 o2;
out vec4 o3;
out vec4 o4;
out vec4 o5;
void main() {
    o0 = vec4(abs(-2.5), sign(-3.0), floor(-1.5), trunc(-1.5));
    o1 = vec4(round(2.5), roundEven(2.5), ceil(1.2), fract(1.75));
    float ip;
    float fp = modf(3.25, ip);
    o2 = vec4(mod(7.0, 3.0), mod(-1.0, 3.0), fp, ip);
    o3 = vec4(min(2.0, 3.0), max(2.0, 3.0), clamp(5.0, 0.0, 1.0), mix(2.0, 4.0, 0.25));
    o4 = vec4(step(0.5, 0.4), step(0.5, 0.5), smoothstep(0.0, 1.0, 0.5), smoothstep(0.0, 2.0, 3.0));
    float zero = 0.0;
    o5 = vec4(isnan(zero / zero) ? 1.0 : 0.0, isinf(1.0 / zero) ? 1.0 : 0.0, float(abs(-4)), float(sign(-7)));
}
// run: {"expect": {"o0": [2.5, -1, -2, -1], "o1": [3, 2, 2, 0.75], "o2": [1, 2, 0.25, 3], "o3": [2, 3, 1, 2.5], "o4": [0, 1, 0.5, 1], "o5": [1, 1, 4, -1]}}
