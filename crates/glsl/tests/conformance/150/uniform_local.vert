// expect: fail -- GLSL 1.50 section 4.3.5: uniforms are declared at global scope only
#version 150 core
void main() {
    uniform float u;
}
