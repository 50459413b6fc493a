// expect: fail -- GLSL 1.20 section 4.3.6: varyings are declared at global scope only
#version 120
void main() {
    varying vec4 a;
}
