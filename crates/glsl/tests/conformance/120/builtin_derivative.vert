// expect: fail -- GLSL 1.20 section 8.8: dFdx/dFdy/fwidth are fragment-only (GLSL ES 1.00 needs OES_standard_derivatives)
#version 120
void main() {
    float a = dFdx(1.0) + dFdy(1.0) + fwidth(1.0);
}
