// expect: fail -- GLSL 1.40 section 4.3.5: uniforms are declared at global scope only
#version 140
void main() {
    uniform float u;
}
