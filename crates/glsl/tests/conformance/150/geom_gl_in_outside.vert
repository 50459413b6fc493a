// expect: fail -- GLSL 1.50 section 7.1: gl_in is only available in geometry shaders
#version 150 core
void main() {
    vec4 p = gl_in[0].gl_Position;
}
