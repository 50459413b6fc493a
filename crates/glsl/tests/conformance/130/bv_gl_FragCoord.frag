// expect: compile -- GLSL 1.30 section 7: gl_FragCoord is a fragment shader input
#version 130
void main() {
    vec4 p = gl_FragCoord;
}
