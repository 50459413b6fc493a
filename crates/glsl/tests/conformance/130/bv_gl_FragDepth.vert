// expect: fail -- GLSL 1.30 section 7: gl_FragDepth is a desktop fragment output (GLSL ES 1.00 has none)
#version 130
void main() {
    gl_FragDepth = 0.5;
}
