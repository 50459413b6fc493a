#version 330 core
in vec4 aPos;
in mat3 aBasis;
uniform mat4 model;
uniform mat4 view;
uniform mat3 normalMatrix;
uniform mat2x3 skew;
out vec3 vA;
out vec3 vB;
void main() {
    mat4 mv = view * model;
    gl_Position = mv * aPos;
    vA = normalMatrix * aBasis[1] + aBasis * vec3(1.0, 2.0, 3.0);
    vB = skew * vec2(aPos.x, aPos.y) + (vec3(1.0, 0.5, 0.25) * normalMatrix);
}
