// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_FragDepth is a desktop fragment output (GLSL ES 1.00 has none)
#version 330 compatibility
void main() {
    gl_FragDepth = 0.5;
}
