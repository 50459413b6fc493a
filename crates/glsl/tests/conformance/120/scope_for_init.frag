// expect: fail -- GLSL 1.20 section 4.2: a variable declared in a for loop's init is scoped to the loop
#version 120
void main() {
    for (int i = 0; i < 2; i++) { } int j = i;
}
