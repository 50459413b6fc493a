#version 120
varying vec4 vFrac;
varying vec4 vWhole;
void main() {
    gl_FragColor = vFrac + vWhole + vec4(noise3(vFrac.xyz), 0.0) + noise4(vWhole) + vec4(noise1(vFrac), noise2(vWhole.xy), 0.0);
}
