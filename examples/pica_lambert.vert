#version 120
// Lambert lighting for the PICA200: one directional light, per-vertex colour.
// Compile: gpubin pica compile examples/pica_lambert.vert -o lambert.shbin -h lambert.h
attribute vec4 inPos;
attribute vec3 inNrm;

uniform mat4 projection;   // citro3d's C3D_Mtx: register k holds row k
uniform mat4 modelView;
uniform vec3 lightDir;     // towards the light, in view space
uniform vec4 lightClr;
uniform vec4 ambient;

varying vec4 color;        // picasso's output semantic `color`

void main() {
    vec4 p = modelView * inPos;
    gl_Position = projection * p;
    vec3 n = normalize(mat3(modelView) * inNrm);
    float d = max(dot(n, lightDir), 0.0);
    color = ambient + d * lightClr;
}
