// expect: compile -- GLSL 1.50 section 7: gl_FragDepth is a desktop fragment output (GLSL ES 1.00 has none)
#version 150 core
void main() {
    gl_FragDepth = 0.5;
}
