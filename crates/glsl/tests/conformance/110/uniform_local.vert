// expect: fail -- GLSL 1.10 section 4.3.5: uniforms are declared at global scope only
#version 110
void main() {
    uniform float u;
}
