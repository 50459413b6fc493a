// expect: fail -- GLSL 1.10 section 4.3.4: attributes are declared at global scope only
#version 110
void main() {
    attribute vec4 p;
}
