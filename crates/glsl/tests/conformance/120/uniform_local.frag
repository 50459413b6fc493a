// expect: fail -- GLSL 1.20 section 4.3.5: uniforms are declared at global scope only
#version 120
void main() {
    uniform float u;
}
