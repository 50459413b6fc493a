// expect: fail -- GLSL 3.30 section 4.3.5: uniforms are declared at global scope only
#version 330 core
void main() {
    uniform float u;
}
