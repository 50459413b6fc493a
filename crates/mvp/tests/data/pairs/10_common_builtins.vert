#version 330 core
in vec4 aPos;
in vec4 aB;
out vec4 v1;
out vec4 v2;
out vec4 v3;
out vec4 v4;
void main() {
    v1 = vec4(abs(aB.x), sign(aB.y), floor(aB.z), ceil(aB.w));
    v2 = vec4(fract(aB.x), mod(aB.y, 1.5), min(aB.z, aB.w), max(aB.x, 0.25)) + trunc(aB) + round(aB) + roundEven(aB);
    v3 = clamp(aB, -1.0, 1.0) + mix(aB, aPos, 0.25) + mix(aB, aPos, aPos) + step(0.5, aB) + step(aPos, aB);
    v4 = smoothstep(-1.0, 2.0, aB) + smoothstep(aPos, aPos + 2.0, aB) + mod(aB, aPos + 5.0) + vec4(mix(aB.xy, aPos.xy, bvec2(true, false)), 0.0, 0.0);
    gl_Position = aPos;
}
