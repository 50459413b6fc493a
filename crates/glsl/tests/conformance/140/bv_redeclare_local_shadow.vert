// expect: fail -- GLSL 1.40 section 7: names starting with gl_ cannot be declared, even in a nested scope
#version 140
void main() {
    vec4 gl_Position = vec4(1.0);
}
