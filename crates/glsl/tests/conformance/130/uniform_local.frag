// expect: fail -- GLSL 1.30 section 4.3.5: uniforms are declared at global scope only
#version 130
void main() {
    uniform float u;
}
