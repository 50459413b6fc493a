// expect: fail -- GLSL 3.30 (compatibility) section 4.3.6: varyings are declared at global scope only
#version 330 compatibility
void main() {
    varying vec4 a;
}
