// expect: fail -- GLSL 1.50 (compatibility) section 7: names starting with gl_ cannot be declared, even in a nested scope
#version 150 compatibility
void main() {
    vec4 gl_Position = vec4(1.0);
}
