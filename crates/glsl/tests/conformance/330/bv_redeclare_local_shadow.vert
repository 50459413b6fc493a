// expect: fail -- GLSL 3.30 section 7: names starting with gl_ cannot be declared, even in a nested scope
#version 330 core
void main() {
    vec4 gl_Position = vec4(1.0);
}
