// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_in is only available in geometry shaders
#version 330 compatibility
void main() {
    vec4 p = gl_in[0].gl_Position;
}
